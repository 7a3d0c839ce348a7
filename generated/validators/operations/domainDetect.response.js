// DO NOT EDIT: generated from schemas/openapi.yaml (domainDetect response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/domain-config.schema.json"}},"$id":"https://schemas.vitrina.local/operations/domainDetect.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"DomainConfig","description":"What the site resolves at start-up from its domain (spec 1, 3; POST /api/v2/domainDetect).","type":"object","properties":{"apiKeyToken":{"type":"string","minLength":1,"maxLength":200},"siteID":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"},"stores":{"type":"array","maxItems":50,"items":{"title":"DomainStore","type":"object","properties":{"storeID":{"type":"integer","minimum":1,"maximum":2147483647},"language":{"$ref":"../common/language-code.schema.json"}},"required":["storeID","language"],"additionalProperties":false}},"languages":{"type":"array","maxItems":50,"items":{"$ref":"./language.schema.json"}},"defaultLanguage":{"$ref":"../common/language-code.schema.json"},"domain":{"title":"DomainInfo","type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":253},"url":{"type":"string","minLength":1,"maxLength":500,"pattern":"^https?://"}},"required":["name","url"],"additionalProperties":false},"currency":{"title":"CurrencySettings","type":"object","properties":{"allowedCurrencies":{"type":"array","maxItems":50,"items":{"title":"AllowedCurrency","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"label":{"type":"string","minLength":1,"maxLength":10}},"required":["id","label"],"additionalProperties":false}},"mainCurrencyId":{"type":"integer","minimum":1,"maximum":2147483647},"label":{"type":"string","minLength":1,"maxLength":10},"symbol":{"type":"string","minLength":1,"maxLength":10}},"required":["allowedCurrencies","mainCurrencyId","label","symbol"],"additionalProperties":false}},"required":["apiKeyToken","siteID","stores","languages","defaultLanguage","domain","currency"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/domain-config.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[A-Za-z0-9_-]+$", "u");
const pattern1 = new RegExp("^[a-z]{3}$", "u");
const pattern6 = new RegExp("^https?://", "u");
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Language","description":"A language the site can be shown in (spec 3).","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"name":{"type":"string","minLength":1,"maxLength":100},"code":{"$ref":"../common/language-code.schema.json"},"code2":{"$ref":"../common/language-code2.schema.json"},"names":{"description":"The language's name in other languages, keyed by their two-letter code.","type":"object","propertyNames":{"$ref":"../common/language-code2.schema.json"},"additionalProperties":{"type":"string","maxLength":100},"maxProperties":50}},"required":["id","name","code","code2","names"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/language.schema.json"};
const schema5 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode2","description":"Two-letter language code (ISO 639-1), e.g. hr, en, de; also the URL prefix.","type":"string","minLength":2,"maxLength":2,"pattern":"^[a-z]{2}$","$id":"https://schemas.vitrina.local/common/language-code2.schema.json"};
const pattern3 = new RegExp("^[a-z]{2}$", "u");

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/language.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate2.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.code === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.code2 === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code2"},message:"must have required property '"+"code2"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.names === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "names"},message:"must have required property '"+"names"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "id") || (key0 === "name")) || (key0 === "code")) || (key0 === "code2")) || (key0 === "names"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data1) < 1){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.code !== undefined){
let data2 = data.code;
if(typeof data2 === "string"){
if(func0(data2) > 3){
const err12 = {instancePath:instancePath+"/code",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data2) < 3){
const err13 = {instancePath:instancePath+"/code",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern1.test(data2)){
const err14 = {instancePath:instancePath+"/code",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/code",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.code2 !== undefined){
let data3 = data.code2;
if(typeof data3 === "string"){
if(func0(data3) > 2){
const err16 = {instancePath:instancePath+"/code2",schemaPath:"../common/language-code2.schema.json/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func0(data3) < 2){
const err17 = {instancePath:instancePath+"/code2",schemaPath:"../common/language-code2.schema.json/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern3.test(data3)){
const err18 = {instancePath:instancePath+"/code2",schemaPath:"../common/language-code2.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}$"},message:"must match pattern \""+"^[a-z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/code2",schemaPath:"../common/language-code2.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.names !== undefined){
let data4 = data.names;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 50){
const err20 = {instancePath:instancePath+"/names",schemaPath:"#/properties/names/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data4){
const _errs14 = errors;
if(typeof key1 === "string"){
if(func0(key1) > 2){
const err21 = {instancePath:instancePath+"/names",schemaPath:"../common/language-code2.schema.json/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func0(key1) < 2){
const err22 = {instancePath:instancePath+"/names",schemaPath:"../common/language-code2.schema.json/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern3.test(key1)){
const err23 = {instancePath:instancePath+"/names",schemaPath:"../common/language-code2.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}$"},message:"must match pattern \""+"^[a-z]{2}$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/names",schemaPath:"../common/language-code2.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key1};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var valid3 = _errs14 === errors;
if(!valid3){
const err25 = {instancePath:instancePath+"/names",schemaPath:"#/properties/names/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
for(const key2 in data4){
let data5 = data4[key2];
if(typeof data5 === "string"){
if(func0(data5) > 100){
const err26 = {instancePath:instancePath+"/names/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/names/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/names/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/names/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/names",schemaPath:"#/properties/names/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/domain-config.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiKeyToken === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiKeyToken"},message:"must have required property '"+"apiKeyToken"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.siteID === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "siteID"},message:"must have required property '"+"siteID"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.stores === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stores"},message:"must have required property '"+"stores"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.languages === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "languages"},message:"must have required property '"+"languages"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.defaultLanguage === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "defaultLanguage"},message:"must have required property '"+"defaultLanguage"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.domain === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.currency === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "apiKeyToken") || (key0 === "siteID")) || (key0 === "stores")) || (key0 === "languages")) || (key0 === "defaultLanguage")) || (key0 === "domain")) || (key0 === "currency"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.apiKeyToken !== undefined){
let data0 = data.apiKeyToken;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err8 = {instancePath:instancePath+"/apiKeyToken",schemaPath:"#/properties/apiKeyToken/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func0(data0) < 1){
const err9 = {instancePath:instancePath+"/apiKeyToken",schemaPath:"#/properties/apiKeyToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/apiKeyToken",schemaPath:"#/properties/apiKeyToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.siteID !== undefined){
let data1 = data.siteID;
if(typeof data1 === "string"){
if(func0(data1) > 64){
const err11 = {instancePath:instancePath+"/siteID",schemaPath:"#/properties/siteID/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data1) < 1){
const err12 = {instancePath:instancePath+"/siteID",schemaPath:"#/properties/siteID/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern0.test(data1)){
const err13 = {instancePath:instancePath+"/siteID",schemaPath:"#/properties/siteID/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/siteID",schemaPath:"#/properties/siteID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.stores !== undefined){
let data2 = data.stores;
if(Array.isArray(data2)){
if(data2.length > 50){
const err15 = {instancePath:instancePath+"/stores",schemaPath:"#/properties/stores/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.storeID === undefined){
const err16 = {instancePath:instancePath+"/stores/" + i0,schemaPath:"#/properties/stores/items/required",keyword:"required",params:{missingProperty: "storeID"},message:"must have required property '"+"storeID"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3.language === undefined){
const err17 = {instancePath:instancePath+"/stores/" + i0,schemaPath:"#/properties/stores/items/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "storeID") || (key1 === "language"))){
const err18 = {instancePath:instancePath+"/stores/" + i0,schemaPath:"#/properties/stores/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.storeID !== undefined){
let data4 = data3.storeID;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err19 = {instancePath:instancePath+"/stores/" + i0+"/storeID",schemaPath:"#/properties/stores/items/properties/storeID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2147483647 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/stores/" + i0+"/storeID",schemaPath:"#/properties/stores/items/properties/storeID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/stores/" + i0+"/storeID",schemaPath:"#/properties/stores/items/properties/storeID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data3.language !== undefined){
let data5 = data3.language;
if(typeof data5 === "string"){
if(func0(data5) > 3){
const err22 = {instancePath:instancePath+"/stores/" + i0+"/language",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func0(data5) < 3){
const err23 = {instancePath:instancePath+"/stores/" + i0+"/language",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern1.test(data5)){
const err24 = {instancePath:instancePath+"/stores/" + i0+"/language",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/stores/" + i0+"/language",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/stores/" + i0,schemaPath:"#/properties/stores/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/stores",schemaPath:"#/properties/stores/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.languages !== undefined){
let data6 = data.languages;
if(Array.isArray(data6)){
if(data6.length > 50){
const err28 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
if(!(validate2(data6[i1], {instancePath:instancePath+"/languages/" + i1,parentData:data6,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
}
}
else {
const err29 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.defaultLanguage !== undefined){
let data8 = data.defaultLanguage;
if(typeof data8 === "string"){
if(func0(data8) > 3){
const err30 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func0(data8) < 3){
const err31 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern1.test(data8)){
const err32 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.domain !== undefined){
let data9 = data.domain;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.name === undefined){
const err34 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data9.url === undefined){
const err35 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key2 in data9){
if(!((key2 === "name") || (key2 === "url"))){
const err36 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data9.name !== undefined){
let data10 = data9.name;
if(typeof data10 === "string"){
if(func0(data10) > 253){
const err37 = {instancePath:instancePath+"/domain/name",schemaPath:"#/properties/domain/properties/name/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(func0(data10) < 1){
const err38 = {instancePath:instancePath+"/domain/name",schemaPath:"#/properties/domain/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/domain/name",schemaPath:"#/properties/domain/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data9.url !== undefined){
let data11 = data9.url;
if(typeof data11 === "string"){
if(func0(data11) > 500){
const err40 = {instancePath:instancePath+"/domain/url",schemaPath:"#/properties/domain/properties/url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func0(data11) < 1){
const err41 = {instancePath:instancePath+"/domain/url",schemaPath:"#/properties/domain/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern6.test(data11)){
const err42 = {instancePath:instancePath+"/domain/url",schemaPath:"#/properties/domain/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/domain/url",schemaPath:"#/properties/domain/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.currency !== undefined){
let data12 = data.currency;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.allowedCurrencies === undefined){
const err45 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/required",keyword:"required",params:{missingProperty: "allowedCurrencies"},message:"must have required property '"+"allowedCurrencies"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data12.mainCurrencyId === undefined){
const err46 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/required",keyword:"required",params:{missingProperty: "mainCurrencyId"},message:"must have required property '"+"mainCurrencyId"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data12.label === undefined){
const err47 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data12.symbol === undefined){
const err48 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key3 in data12){
if(!((((key3 === "allowedCurrencies") || (key3 === "mainCurrencyId")) || (key3 === "label")) || (key3 === "symbol"))){
const err49 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data12.allowedCurrencies !== undefined){
let data13 = data12.allowedCurrencies;
if(Array.isArray(data13)){
if(data13.length > 50){
const err50 = {instancePath:instancePath+"/currency/allowedCurrencies",schemaPath:"#/properties/currency/properties/allowedCurrencies/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
let data14 = data13[i2];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.id === undefined){
const err51 = {instancePath:instancePath+"/currency/allowedCurrencies/" + i2,schemaPath:"#/properties/currency/properties/allowedCurrencies/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data14.label === undefined){
const err52 = {instancePath:instancePath+"/currency/allowedCurrencies/" + i2,schemaPath:"#/properties/currency/properties/allowedCurrencies/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
for(const key4 in data14){
if(!((key4 === "id") || (key4 === "label"))){
const err53 = {instancePath:instancePath+"/currency/allowedCurrencies/" + i2,schemaPath:"#/properties/currency/properties/allowedCurrencies/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data14.id !== undefined){
let data15 = data14.id;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err54 = {instancePath:instancePath+"/currency/allowedCurrencies/" + i2+"/id",schemaPath:"#/properties/currency/properties/allowedCurrencies/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 2147483647 || isNaN(data15)){
const err55 = {instancePath:instancePath+"/currency/allowedCurrencies/" + i2+"/id",schemaPath:"#/properties/currency/properties/allowedCurrencies/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data15 < 1 || isNaN(data15)){
const err56 = {instancePath:instancePath+"/currency/allowedCurrencies/" + i2+"/id",schemaPath:"#/properties/currency/properties/allowedCurrencies/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
if(data14.label !== undefined){
let data16 = data14.label;
if(typeof data16 === "string"){
if(func0(data16) > 10){
const err57 = {instancePath:instancePath+"/currency/allowedCurrencies/" + i2+"/label",schemaPath:"#/properties/currency/properties/allowedCurrencies/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(func0(data16) < 1){
const err58 = {instancePath:instancePath+"/currency/allowedCurrencies/" + i2+"/label",schemaPath:"#/properties/currency/properties/allowedCurrencies/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/currency/allowedCurrencies/" + i2+"/label",schemaPath:"#/properties/currency/properties/allowedCurrencies/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/currency/allowedCurrencies/" + i2,schemaPath:"#/properties/currency/properties/allowedCurrencies/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/currency/allowedCurrencies",schemaPath:"#/properties/currency/properties/allowedCurrencies/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data12.mainCurrencyId !== undefined){
let data17 = data12.mainCurrencyId;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err62 = {instancePath:instancePath+"/currency/mainCurrencyId",schemaPath:"#/properties/currency/properties/mainCurrencyId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 2147483647 || isNaN(data17)){
const err63 = {instancePath:instancePath+"/currency/mainCurrencyId",schemaPath:"#/properties/currency/properties/mainCurrencyId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data17 < 1 || isNaN(data17)){
const err64 = {instancePath:instancePath+"/currency/mainCurrencyId",schemaPath:"#/properties/currency/properties/mainCurrencyId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
if(data12.label !== undefined){
let data18 = data12.label;
if(typeof data18 === "string"){
if(func0(data18) > 10){
const err65 = {instancePath:instancePath+"/currency/label",schemaPath:"#/properties/currency/properties/label/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(func0(data18) < 1){
const err66 = {instancePath:instancePath+"/currency/label",schemaPath:"#/properties/currency/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/currency/label",schemaPath:"#/properties/currency/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data12.symbol !== undefined){
let data19 = data12.symbol;
if(typeof data19 === "string"){
if(func0(data19) > 10){
const err68 = {instancePath:instancePath+"/currency/symbol",schemaPath:"#/properties/currency/properties/symbol/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(func0(data19) < 1){
const err69 = {instancePath:instancePath+"/currency/symbol",schemaPath:"#/properties/currency/properties/symbol/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/currency/symbol",schemaPath:"#/properties/currency/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/domainDetect.response.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate1(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

