// DO NOT EDIT: generated from schemas/elements/feature-list.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"FeatureListProps","description":"Props of the feature-list element: icon, title and text per item.","x-element":{"version":2,"label":{"hr":"Popis značajki","en":"Feature list","de":"Merkmalliste"},"category":"text","localised":["title","items"],"slots":[],"mobileOverrides":["columns"],"resolver":false},"type":"object","properties":{"title":{"type":"string","maxLength":200},"items":{"type":"array","minItems":1,"maxItems":12,"items":{"title":"FeatureItem","type":"object","properties":{"icon":{"title":"FeatureIcon","type":"string","enum":["clock","phone","mail","map-pin","star","heart","utensils","wine","bed","users","music","calendar","wifi","car","leaf","sun"]},"title":{"type":"string","minLength":1,"maxLength":100},"text":{"type":"string","maxLength":500},"link":{"$ref":"../entities/link.schema.json"}},"required":["icon","title","text"],"additionalProperties":false}},"columns":{"type":"integer","minimum":2,"maximum":4,"default":3}},"required":["items"],"additionalProperties":false,"examples":[{"title":"Zašto mi","items":[{"icon":"utensils","title":"Domaća kuhinja","text":"Jela od sezonskih namirnica iz susjedstva."},{"icon":"sun","title":"Terasa uz more","text":"Večera uz zalazak sunca."},{"icon":"heart","title":"Obiteljski","text":"Gostoljubivost koja se pamti."}]}],"$id":"https://schemas.vitrina.local/elements/feature-list.schema.json"};
const func0 = __cjs(__m0).default;
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Link","description":"A link inside element props; kind says what it targets (spec 2 'Links resolve by target').","type":"object","properties":{"kind":{"type":"string","enum":["page","post","product","bundle","category","tag","event","internal","static","external"]},"href":{"$ref":"../common/href.schema.json"},"newTab":{"description":"Open in a new tab; external links always do (spec 2).","type":"boolean"}},"required":["kind","href"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/link.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Href","description":"Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$","$id":"https://schemas.vitrina.local/common/href.schema.json"};
const pattern0 = new RegExp("^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/link.schema.json" */;
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
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.href === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "href")) || (key0 === "newTab"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((((((((((data0 === "page") || (data0 === "post")) || (data0 === "product")) || (data0 === "bundle")) || (data0 === "category")) || (data0 === "tag")) || (data0 === "event")) || (data0 === "internal")) || (data0 === "static")) || (data0 === "external"))){
const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema1.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.href !== undefined){
let data1 = data.href;
if(typeof data1 === "string"){
if(func0(data1) > 500){
const err5 = {instancePath:instancePath+"/href",schemaPath:"../common/href.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data1) < 1){
const err6 = {instancePath:instancePath+"/href",schemaPath:"../common/href.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/href",schemaPath:"../common/href.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"},message:"must match pattern \""+"^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/href",schemaPath:"../common/href.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.newTab !== undefined){
if(typeof data.newTab !== "boolean"){
const err9 = {instancePath:instancePath+"/newTab",schemaPath:"#/properties/newTab/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/elements/feature-list.schema.json" */;
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
if(data.columns === undefined){
data.columns = 3;
}
if(data.items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "title") || (key0 === "items")) || (key0 === "columns"))){
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
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.items !== undefined){
let data1 = data.items;
if(Array.isArray(data1)){
if(data1.length > 12){
const err4 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.length < 1){
const err5 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.icon === undefined){
const err6 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "icon"},message:"must have required property '"+"icon"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.title === undefined){
const err7 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.text === undefined){
const err8 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data2){
if(!((((key1 === "icon") || (key1 === "title")) || (key1 === "text")) || (key1 === "link"))){
const err9 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.icon !== undefined){
let data3 = data2.icon;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/items/" + i0+"/icon",schemaPath:"#/properties/items/items/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((((((((((((((data3 === "clock") || (data3 === "phone")) || (data3 === "mail")) || (data3 === "map-pin")) || (data3 === "star")) || (data3 === "heart")) || (data3 === "utensils")) || (data3 === "wine")) || (data3 === "bed")) || (data3 === "users")) || (data3 === "music")) || (data3 === "calendar")) || (data3 === "wifi")) || (data3 === "car")) || (data3 === "leaf")) || (data3 === "sun"))){
const err11 = {instancePath:instancePath+"/items/" + i0+"/icon",schemaPath:"#/properties/items/items/properties/icon/enum",keyword:"enum",params:{allowedValues: schema0.properties.items.items.properties.icon.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.title !== undefined){
let data4 = data2.title;
if(typeof data4 === "string"){
if(func0(data4) > 100){
const err12 = {instancePath:instancePath+"/items/" + i0+"/title",schemaPath:"#/properties/items/items/properties/title/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data4) < 1){
const err13 = {instancePath:instancePath+"/items/" + i0+"/title",schemaPath:"#/properties/items/items/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/items/" + i0+"/title",schemaPath:"#/properties/items/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.text !== undefined){
let data5 = data2.text;
if(typeof data5 === "string"){
if(func0(data5) > 500){
const err15 = {instancePath:instancePath+"/items/" + i0+"/text",schemaPath:"#/properties/items/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/items/" + i0+"/text",schemaPath:"#/properties/items/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.link !== undefined){
if(!(validate1(data2.link, {instancePath:instancePath+"/items/" + i0+"/link",parentData:data2,parentDataProperty:"link",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
let data7 = data.columns;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err19 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 4 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7 < 2 || isNaN(data7)){
const err21 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
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
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

