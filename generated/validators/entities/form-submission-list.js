// DO NOT EDIT: generated from schemas/entities/form-submission-list.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"FormSubmissionList","description":"A page of a site's form submissions, newest first (issue 21), and the site's forms with their counts.","type":"object","properties":{"forms":{"type":"array","maxItems":500,"items":{"title":"FormSummary","type":"object","properties":{"formSlug":{"type":"string","maxLength":41},"formTitle":{"type":"string","maxLength":200},"count":{"type":"integer","minimum":0}},"required":["formSlug","formTitle","count"],"additionalProperties":false}},"submissions":{"type":"array","maxItems":50,"items":{"$ref":"./form-submission.schema.json"}},"total":{"type":"integer","minimum":0},"page":{"type":"integer","minimum":1},"perPage":{"type":"integer","minimum":1,"maximum":50}},"required":["forms","submissions","total","page","perPage"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/form-submission-list.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"FormSubmissionRecord","description":"A stored submission of a form as the back office lists it (issue 21): the values as text, shown escaped; its files by id (download operation).","type":"object","properties":{"id":{"type":"integer","minimum":1},"formSlug":{"type":"string","maxLength":41},"formTitle":{"type":"string","maxLength":200},"path":{"type":"string","maxLength":500},"language":{"type":"string","maxLength":3},"email":{"type":["string","null"],"maxLength":254},"createdAt":{"type":"string","format":"date-time","maxLength":40},"fields":{"description":"The form's fields at the time it was sent: name and label, in the form's order.","type":"array","maxItems":40,"items":{"title":"FormSubmissionField","type":"object","properties":{"name":{"type":"string","maxLength":40},"label":{"type":"string","maxLength":200},"value":{"type":"string","maxLength":20000}},"required":["name","label","value"],"additionalProperties":false}},"files":{"type":"array","maxItems":10,"items":{"title":"FormSubmissionFile","type":"object","properties":{"id":{"type":"integer","minimum":1},"field":{"type":"string","maxLength":40},"name":{"type":"string","maxLength":200},"mime":{"type":"string","maxLength":100},"size":{"type":"integer","minimum":0}},"required":["id","field","name","mime","size"],"additionalProperties":false}}},"required":["id","formSlug","formTitle","path","language","email","createdAt","fields","files"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/form-submission.schema.json"};
const func0 = __cjs(__m1).default;
const func2 = Object.prototype.hasOwnProperty;
const formats0 = __cjs(__m0).fullFormats["date-time"];

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/form-submission-list.schema.json" */;
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
if(data.forms === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "forms"},message:"must have required property '"+"forms"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.submissions === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "submissions"},message:"must have required property '"+"submissions"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.total === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.page === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.perPage === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "perPage"},message:"must have required property '"+"perPage"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "forms") || (key0 === "submissions")) || (key0 === "total")) || (key0 === "page")) || (key0 === "perPage"))){
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
if(data.forms !== undefined){
let data0 = data.forms;
if(Array.isArray(data0)){
if(data0.length > 500){
const err6 = {instancePath:instancePath+"/forms",schemaPath:"#/properties/forms/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.formSlug === undefined){
const err7 = {instancePath:instancePath+"/forms/" + i0,schemaPath:"#/properties/forms/items/required",keyword:"required",params:{missingProperty: "formSlug"},message:"must have required property '"+"formSlug"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.formTitle === undefined){
const err8 = {instancePath:instancePath+"/forms/" + i0,schemaPath:"#/properties/forms/items/required",keyword:"required",params:{missingProperty: "formTitle"},message:"must have required property '"+"formTitle"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.count === undefined){
const err9 = {instancePath:instancePath+"/forms/" + i0,schemaPath:"#/properties/forms/items/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "formSlug") || (key1 === "formTitle")) || (key1 === "count"))){
const err10 = {instancePath:instancePath+"/forms/" + i0,schemaPath:"#/properties/forms/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.formSlug !== undefined){
let data2 = data1.formSlug;
if(typeof data2 === "string"){
if(func0(data2) > 41){
const err11 = {instancePath:instancePath+"/forms/" + i0+"/formSlug",schemaPath:"#/properties/forms/items/properties/formSlug/maxLength",keyword:"maxLength",params:{limit: 41},message:"must NOT have more than 41 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/forms/" + i0+"/formSlug",schemaPath:"#/properties/forms/items/properties/formSlug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.formTitle !== undefined){
let data3 = data1.formTitle;
if(typeof data3 === "string"){
if(func0(data3) > 200){
const err13 = {instancePath:instancePath+"/forms/" + i0+"/formTitle",schemaPath:"#/properties/forms/items/properties/formTitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err14 = {instancePath:instancePath+"/forms/" + i0+"/formTitle",schemaPath:"#/properties/forms/items/properties/formTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.count !== undefined){
let data4 = data1.count;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/forms/" + i0+"/count",schemaPath:"#/properties/forms/items/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/forms/" + i0+"/count",schemaPath:"#/properties/forms/items/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
}
else {
const err17 = {instancePath:instancePath+"/forms/" + i0,schemaPath:"#/properties/forms/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err18 = {instancePath:instancePath+"/forms",schemaPath:"#/properties/forms/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.submissions !== undefined){
let data5 = data.submissions;
if(Array.isArray(data5)){
if(data5.length > 50){
const err19 = {instancePath:instancePath+"/submissions",schemaPath:"#/properties/submissions/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err20 = {instancePath:instancePath+"/submissions/" + i1,schemaPath:"./form-submission.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6.formSlug === undefined){
const err21 = {instancePath:instancePath+"/submissions/" + i1,schemaPath:"./form-submission.schema.json/required",keyword:"required",params:{missingProperty: "formSlug"},message:"must have required property '"+"formSlug"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data6.formTitle === undefined){
const err22 = {instancePath:instancePath+"/submissions/" + i1,schemaPath:"./form-submission.schema.json/required",keyword:"required",params:{missingProperty: "formTitle"},message:"must have required property '"+"formTitle"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6.path === undefined){
const err23 = {instancePath:instancePath+"/submissions/" + i1,schemaPath:"./form-submission.schema.json/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data6.language === undefined){
const err24 = {instancePath:instancePath+"/submissions/" + i1,schemaPath:"./form-submission.schema.json/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data6.email === undefined){
const err25 = {instancePath:instancePath+"/submissions/" + i1,schemaPath:"./form-submission.schema.json/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data6.createdAt === undefined){
const err26 = {instancePath:instancePath+"/submissions/" + i1,schemaPath:"./form-submission.schema.json/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6.fields === undefined){
const err27 = {instancePath:instancePath+"/submissions/" + i1,schemaPath:"./form-submission.schema.json/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data6.files === undefined){
const err28 = {instancePath:instancePath+"/submissions/" + i1,schemaPath:"./form-submission.schema.json/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 in data6){
if(!(func2.call(schema1.properties, key2))){
const err29 = {instancePath:instancePath+"/submissions/" + i1,schemaPath:"./form-submission.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data6.id !== undefined){
let data7 = data6.id;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err30 = {instancePath:instancePath+"/submissions/" + i1+"/id",schemaPath:"./form-submission.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err31 = {instancePath:instancePath+"/submissions/" + i1+"/id",schemaPath:"./form-submission.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data6.formSlug !== undefined){
let data8 = data6.formSlug;
if(typeof data8 === "string"){
if(func0(data8) > 41){
const err32 = {instancePath:instancePath+"/submissions/" + i1+"/formSlug",schemaPath:"./form-submission.schema.json/properties/formSlug/maxLength",keyword:"maxLength",params:{limit: 41},message:"must NOT have more than 41 characters"};
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
const err33 = {instancePath:instancePath+"/submissions/" + i1+"/formSlug",schemaPath:"./form-submission.schema.json/properties/formSlug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data6.formTitle !== undefined){
let data9 = data6.formTitle;
if(typeof data9 === "string"){
if(func0(data9) > 200){
const err34 = {instancePath:instancePath+"/submissions/" + i1+"/formTitle",schemaPath:"./form-submission.schema.json/properties/formTitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/submissions/" + i1+"/formTitle",schemaPath:"./form-submission.schema.json/properties/formTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data6.path !== undefined){
let data10 = data6.path;
if(typeof data10 === "string"){
if(func0(data10) > 500){
const err36 = {instancePath:instancePath+"/submissions/" + i1+"/path",schemaPath:"./form-submission.schema.json/properties/path/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/submissions/" + i1+"/path",schemaPath:"./form-submission.schema.json/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data6.language !== undefined){
let data11 = data6.language;
if(typeof data11 === "string"){
if(func0(data11) > 3){
const err38 = {instancePath:instancePath+"/submissions/" + i1+"/language",schemaPath:"./form-submission.schema.json/properties/language/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
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
const err39 = {instancePath:instancePath+"/submissions/" + i1+"/language",schemaPath:"./form-submission.schema.json/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data6.email !== undefined){
let data12 = data6.email;
if((typeof data12 !== "string") && (data12 !== null)){
const err40 = {instancePath:instancePath+"/submissions/" + i1+"/email",schemaPath:"./form-submission.schema.json/properties/email/type",keyword:"type",params:{type: schema1.properties.email.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(typeof data12 === "string"){
if(func0(data12) > 254){
const err41 = {instancePath:instancePath+"/submissions/" + i1+"/email",schemaPath:"./form-submission.schema.json/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data6.createdAt !== undefined){
let data13 = data6.createdAt;
if(typeof data13 === "string"){
if(func0(data13) > 40){
const err42 = {instancePath:instancePath+"/submissions/" + i1+"/createdAt",schemaPath:"./form-submission.schema.json/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!(formats0.validate(data13))){
const err43 = {instancePath:instancePath+"/submissions/" + i1+"/createdAt",schemaPath:"./form-submission.schema.json/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/submissions/" + i1+"/createdAt",schemaPath:"./form-submission.schema.json/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data6.fields !== undefined){
let data14 = data6.fields;
if(Array.isArray(data14)){
if(data14.length > 40){
const err45 = {instancePath:instancePath+"/submissions/" + i1+"/fields",schemaPath:"./form-submission.schema.json/properties/fields/maxItems",keyword:"maxItems",params:{limit: 40},message:"must NOT have more than 40 items"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
let data15 = data14[i2];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.name === undefined){
const err46 = {instancePath:instancePath+"/submissions/" + i1+"/fields/" + i2,schemaPath:"./form-submission.schema.json/properties/fields/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data15.label === undefined){
const err47 = {instancePath:instancePath+"/submissions/" + i1+"/fields/" + i2,schemaPath:"./form-submission.schema.json/properties/fields/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data15.value === undefined){
const err48 = {instancePath:instancePath+"/submissions/" + i1+"/fields/" + i2,schemaPath:"./form-submission.schema.json/properties/fields/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key3 in data15){
if(!(((key3 === "name") || (key3 === "label")) || (key3 === "value"))){
const err49 = {instancePath:instancePath+"/submissions/" + i1+"/fields/" + i2,schemaPath:"./form-submission.schema.json/properties/fields/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data15.name !== undefined){
let data16 = data15.name;
if(typeof data16 === "string"){
if(func0(data16) > 40){
const err50 = {instancePath:instancePath+"/submissions/" + i1+"/fields/" + i2+"/name",schemaPath:"./form-submission.schema.json/properties/fields/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/submissions/" + i1+"/fields/" + i2+"/name",schemaPath:"./form-submission.schema.json/properties/fields/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data15.label !== undefined){
let data17 = data15.label;
if(typeof data17 === "string"){
if(func0(data17) > 200){
const err52 = {instancePath:instancePath+"/submissions/" + i1+"/fields/" + i2+"/label",schemaPath:"./form-submission.schema.json/properties/fields/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/submissions/" + i1+"/fields/" + i2+"/label",schemaPath:"./form-submission.schema.json/properties/fields/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data15.value !== undefined){
let data18 = data15.value;
if(typeof data18 === "string"){
if(func0(data18) > 20000){
const err54 = {instancePath:instancePath+"/submissions/" + i1+"/fields/" + i2+"/value",schemaPath:"./form-submission.schema.json/properties/fields/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/submissions/" + i1+"/fields/" + i2+"/value",schemaPath:"./form-submission.schema.json/properties/fields/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/submissions/" + i1+"/fields/" + i2,schemaPath:"./form-submission.schema.json/properties/fields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err57 = {instancePath:instancePath+"/submissions/" + i1+"/fields",schemaPath:"./form-submission.schema.json/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data6.files !== undefined){
let data19 = data6.files;
if(Array.isArray(data19)){
if(data19.length > 10){
const err58 = {instancePath:instancePath+"/submissions/" + i1+"/files",schemaPath:"./form-submission.schema.json/properties/files/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
const len3 = data19.length;
for(let i3=0; i3<len3; i3++){
let data20 = data19[i3];
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.id === undefined){
const err59 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3,schemaPath:"./form-submission.schema.json/properties/files/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data20.field === undefined){
const err60 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3,schemaPath:"./form-submission.schema.json/properties/files/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data20.name === undefined){
const err61 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3,schemaPath:"./form-submission.schema.json/properties/files/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data20.mime === undefined){
const err62 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3,schemaPath:"./form-submission.schema.json/properties/files/items/required",keyword:"required",params:{missingProperty: "mime"},message:"must have required property '"+"mime"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data20.size === undefined){
const err63 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3,schemaPath:"./form-submission.schema.json/properties/files/items/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key4 in data20){
if(!(((((key4 === "id") || (key4 === "field")) || (key4 === "name")) || (key4 === "mime")) || (key4 === "size"))){
const err64 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3,schemaPath:"./form-submission.schema.json/properties/files/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data20.id !== undefined){
let data21 = data20.id;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err65 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3+"/id",schemaPath:"./form-submission.schema.json/properties/files/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 1 || isNaN(data21)){
const err66 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3+"/id",schemaPath:"./form-submission.schema.json/properties/files/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
if(data20.field !== undefined){
let data22 = data20.field;
if(typeof data22 === "string"){
if(func0(data22) > 40){
const err67 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3+"/field",schemaPath:"./form-submission.schema.json/properties/files/items/properties/field/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3+"/field",schemaPath:"./form-submission.schema.json/properties/files/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data20.name !== undefined){
let data23 = data20.name;
if(typeof data23 === "string"){
if(func0(data23) > 200){
const err69 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3+"/name",schemaPath:"./form-submission.schema.json/properties/files/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err70 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3+"/name",schemaPath:"./form-submission.schema.json/properties/files/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data20.mime !== undefined){
let data24 = data20.mime;
if(typeof data24 === "string"){
if(func0(data24) > 100){
const err71 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3+"/mime",schemaPath:"./form-submission.schema.json/properties/files/items/properties/mime/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3+"/mime",schemaPath:"./form-submission.schema.json/properties/files/items/properties/mime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data20.size !== undefined){
let data25 = data20.size;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err73 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3+"/size",schemaPath:"./form-submission.schema.json/properties/files/items/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err74 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3+"/size",schemaPath:"./form-submission.schema.json/properties/files/items/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
}
else {
const err75 = {instancePath:instancePath+"/submissions/" + i1+"/files/" + i3,schemaPath:"./form-submission.schema.json/properties/files/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/submissions/" + i1+"/files",schemaPath:"./form-submission.schema.json/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/submissions/" + i1,schemaPath:"./form-submission.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/submissions",schemaPath:"#/properties/submissions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.total !== undefined){
let data26 = data.total;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err79 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err80 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
if(data.page !== undefined){
let data27 = data.page;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err81 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 1 || isNaN(data27)){
const err82 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
if(data.perPage !== undefined){
let data28 = data.perPage;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err83 = {instancePath:instancePath+"/perPage",schemaPath:"#/properties/perPage/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 > 50 || isNaN(data28)){
const err84 = {instancePath:instancePath+"/perPage",schemaPath:"#/properties/perPage/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data28 < 1 || isNaN(data28)){
const err85 = {instancePath:instancePath+"/perPage",schemaPath:"#/properties/perPage/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
}
else {
const err86 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

